FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/web-ui/package.json packages/web-ui/
COPY applicant-web/package.json applicant-web/
COPY admin-web/package.json admin-web/
RUN npm ci --ignore-scripts -w @bursary/domain -w @bursary/web-ui -w applicant-web -w admin-web
COPY packages/domain packages/domain
COPY packages/web-ui packages/web-ui
COPY applicant-web applicant-web
COPY admin-web admin-web
RUN npm run build -w @bursary/domain && npm run build -w applicant-web && npm run build -w admin-web

FROM nginx:1.27-alpine
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY docker/security-headers.conf docker/app-locations.conf /etc/nginx/snippets/
COPY --from=build /app/applicant-web/dist /srv/applicant
COPY --from=build /app/admin-web/dist /srv/admin
