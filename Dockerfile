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

FROM node:20-bookworm-slim AS web
WORKDIR /app
COPY --from=build /app /app
EXPOSE 3000 3002 3003 3004 3005 3006
CMD ["node", "--import", "tsx", "services/launcher/start-site.ts", "--static-only"]
