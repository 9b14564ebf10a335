// Runtime plugin: retry a failed remote manifest or entry fetch before giving up, so a blip in
// the network does not show an area's fallback. The host's error boundary handles what is left.
module.exports = function retryPlugin() {
  const attempts = 2;
  return {
    name: 'portal-retry-plugin',
    async fetch(url, options) {
      let lastError;
      for (let i = 0; i <= attempts; i++) {
        try {
          const response = await fetch(url, options);
          if (response.ok || response.status < 500) return response;
          lastError = new Error(`HTTP ${response.status} for ${url}`);
        } catch (error) {
          lastError = error;
        }
        await new Promise((r) => setTimeout(r, 200 * (i + 1)));
      }
      throw lastError;
    },
  };
};
