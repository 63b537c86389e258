# syntax=docker/dockerfile:1
# Node.js 26, the current LTS line ("lithium", supported until April 2029): package.json's engines and CI say the same.
# Build stage: install everything, build the client (esbuild, hashed, precompressed) and the server bundle.
FROM node:26-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: production dependencies and built assets only, as a non-root user.
FROM node:26-trixie-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# The image's `node` user (uid 1000): Kubernetes' runAsNonRoot needs the numeric id.
USER 1000:1000
EXPOSE 3000
# UPSTREAM_URL, TOKEN_SECRET, AES_SECRET … come from the environment at run time; none is baked in.
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
