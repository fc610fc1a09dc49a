# Images for docker-compose.yml: `api` (the Koa service) and `web` (the shell and the five
# remotes as static folders, each on its own port as separate deployments would be).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM node:20-bookworm-slim AS api
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3001
CMD ["node", "services/dist/main.js"]

# Only what the launcher needs to serve the built front ends: no service, no sources.
FROM node:20-bookworm-slim AS web
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/tooling/launcher ./tooling/launcher
COPY --from=build /app/shared/src/config/site-ports.json ./shared/src/config/
COPY --from=build /app/shell/dist ./shell/dist
COPY --from=build /app/mf-shop/dist ./mf-shop/dist
COPY --from=build /app/mf-cloudpower/dist ./mf-cloudpower/dist
COPY --from=build /app/mf-orders/dist ./mf-orders/dist
COPY --from=build /app/mf-content/dist ./mf-content/dist
COPY --from=build /app/mf-admin/dist ./mf-admin/dist
EXPOSE 3000 3002 3003 3004 3005 3006
CMD ["node", "--import", "tsx", "tooling/launcher/start-site.ts", "--static-only"]
