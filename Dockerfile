# The portal's image, made from the release folder: run `pnpm release` first, then `docker build -t isp-portal .`
# (deploy/compose.yaml runs two nodes of it behind haproxy). The release holds its own production node_modules,
# installed for Linux x64 with glibc, which this Debian-based image is.
FROM node:20-bookworm-slim

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data

WORKDIR /app
COPY --chown=root:root release/ /app/
# The embedded database's folder (when DATABASE_URL is unset) and the attachments' file store (FILES_DIR) are the only places the server writes.
RUN mkdir -p /data /files && chown node:node /data /files
USER node
VOLUME ["/data"]
EXPOSE 8080
# SIGTERM starts draining (/readyz 503 for DRAIN_SECONDS), then the node closes: give it DRAIN_SECONDS + 10 s to stop.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.mjs"]
