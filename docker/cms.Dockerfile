FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
RUN npm ci --ignore-scripts --workspace @bursary/domain --include-workspace-root=false
COPY packages/domain packages/domain
RUN npm run build -w @bursary/domain
COPY cms/package.json cms/package-lock.json cms/
RUN npm --prefix cms ci
COPY cms cms
ENV NODE_ENV=production STRAPI_TELEMETRY_DISABLED=true
RUN npm --prefix cms run build && npm --prefix cms prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production STRAPI_TELEMETRY_DISABLED=true
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/domain packages/domain
COPY --from=build /app/cms cms
USER node
EXPOSE 1337
CMD ["npm", "--prefix", "cms", "run", "start"]
