# Both apps, built, served by nginx with docker/nginx.conf. Base images are pinned to a release
# (cms/tests/api/dockerfiles.test.ts checks these lines); .dockerignore keeps the checkout's own
# files out of the build.
FROM node:20.20.2-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/web-ui/package.json packages/web-ui/
COPY packages/application-form/package.json packages/application-form/
COPY applicant-web/package.json applicant-web/
COPY admin-web/package.json admin-web/
RUN npm ci --ignore-scripts -w @bursary/domain -w @bursary/web-ui -w @bursary/application-form -w applicant-web -w admin-web
COPY packages/domain packages/domain
COPY packages/web-ui packages/web-ui
COPY packages/application-form packages/application-form
COPY applicant-web applicant-web
COPY admin-web admin-web
RUN npm run build -w @bursary/domain && npm run build -w applicant-web && npm run build -w admin-web

# Debian's nginx, the one cms/tests/api/nginx-proxy.test.ts runs, with its brotli modules (the
# official nginx image has none); its nginx.conf loads them and includes conf.d/. Its master process
# stays root, to listen on 80 and 8080 and read its configuration; the workers that handle requests
# run as www-data (Debian's nginx.conf: `user www-data`). No HEALTHCHECK: the image has no HTTP
# client, and compose restarts the container when nginx exits.
FROM debian:12.11-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
  && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY docker/security-headers.conf docker/app-locations.conf /etc/nginx/snippets/
COPY --from=build /app/applicant-web/dist /srv/applicant
COPY --from=build /app/admin-web/dist /srv/admin
EXPOSE 80 8080
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
