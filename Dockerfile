# syntax=docker/dockerfile:1
# Multi-stage build: dependencies and the client/SSR bundles in a build stage, then a slim runtime
# with production dependencies only, running as a non-root user.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm ci`: exactly the lock file's versions, or a refusal when package.json and the lock disagree.
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
# The runtime needs no dev tools: the pinned `node` devDependency, Vite and the test tools stay out.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY server ./server
COPY api ./api
COPY shared ./shared
COPY content ./content
RUN mkdir -p /data && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# The grace period of the orchestrator must exceed SHUTDOWN_GRACE_MS (10 s by default).
STOPSIGNAL SIGTERM
CMD ["node", "server/main.ts"]
