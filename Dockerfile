# Images of docker-compose.yml, built from the repository root (.dockerignore keeps out
# node_modules, build output, local data and secrets):
#   api  the Koa service: its bundle and its production dependencies only, run as `node`;
#   web  unprivileged nginx serving the shell and the five remotes as static folders;
#   build  the whole workspace, built (also runs `npm run release` in the compose `tools` profile).
# No secret is baked into an image: docker-compose.yml passes them at run time.
# tooling/deploy/images.test.ts lists what each image contains and checks it.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

# The service's production dependencies alone: no build or test tools, no front-end libraries.
FROM node:20-bookworm-slim AS api-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY services/package.json services/
RUN npm ci --omit=dev --workspace services --include-workspace-root=false --no-audit --no-fund

FROM node:20-bookworm-slim AS api
WORKDIR /app
ENV NODE_ENV=production
COPY --from=api-deps /app/node_modules node_modules
COPY services/package.json services/
COPY --from=build /app/services/dist services/dist
USER node
EXPOSE 3001
CMD ["node", "--enable-source-maps", "--import", "./services/dist/instrument.js", "services/dist/main.js"]

# The built front ends, each in its own folder; source maps stay out (never sent to visitors).
FROM node:20-bookworm-slim AS web-files
COPY --from=build /app/shell/dist /site/shell
COPY --from=build /app/mf-shop/dist /site/mf-shop
COPY --from=build /app/mf-cloudpower/dist /site/mf-cloudpower
COPY --from=build /app/mf-orders/dist /site/mf-orders
COPY --from=build /app/mf-content/dist /site/mf-content
COPY --from=build /app/mf-admin/dist /site/mf-admin
RUN find /site -name '*.map' -delete

# nginx's configuration is mounted by docker-compose.yml (tooling/web/nginx.conf for the front
# ends, tooling/deploy/nginx-api.conf for the API's load balancer). The image runs as `nginx`.
FROM nginxinc/nginx-unprivileged:1.28-alpine AS web
COPY --from=web-files /site /usr/share/nginx/html
USER nginx
EXPOSE 3000 3001 3002 3003 3004 3005 3006
