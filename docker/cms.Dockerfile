# The cms (Strapi) on Node 20, as docker-compose.yml's cms service runs it. Base images are pinned
# to a release (cms/tests/api/dockerfiles.test.ts checks these lines); .dockerignore keeps the
# checkout's secrets, databases, uploads and installed files out of the build.
FROM node:20.20.2-bookworm-slim AS build
WORKDIR /app
# better-sqlite3's native module builds here (the cms's SQLite driver, for `npm start`).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
RUN npm ci --ignore-scripts --workspace @bursary/domain --include-workspace-root=false
COPY packages/domain packages/domain
# Built with its dev dependencies, then installed again without them: the image keeps yup only.
RUN npm run build -w @bursary/domain \
  && npm ci --omit=dev --ignore-scripts --workspace @bursary/domain --include-workspace-root=false
COPY cms/package.json cms/package-lock.json cms/
RUN npm --prefix cms ci
COPY cms cms
ENV NODE_ENV=production STRAPI_TELEMETRY_DISABLED=true
RUN npm --prefix cms run build && npm --prefix cms prune --omit=dev

FROM node:20.20.2-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production STRAPI_TELEMETRY_DISABLED=true
# The code stays root's, read-only to the cms; the folders it writes (docker-compose.yml's volumes,
# which Docker creates with the image's owner) are node's.
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/domain packages/domain
COPY --from=build /app/cms cms
RUN mkdir -p cms/public/uploads cms/private-uploads cms/resumable-uploads \
  && chown node:node cms/public/uploads cms/private-uploads cms/resumable-uploads
USER node
EXPOSE 1337
# Strapi's own health route (204 once it serves requests); long start period for the first start's
# migrations and seeds.
HEALTHCHECK --interval=30s --timeout=5s --start-period=180s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 1337) + '/_health').then((r) => process.exit(r.status === 204 ? 0 : 1), () => process.exit(1))"]
CMD ["npm", "--prefix", "cms", "run", "start"]
