# Sourced by the start and test scripts: makes `pnpm` 10 available with nothing but Node.js and npm.
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null | cut -d. -f1)" != "10" ]; then
  echo "Installing pnpm 10 with npm …"
  npm install -g pnpm@10 >/dev/null 2>&1 || {
    mkdir -p "$HOME/.local/pnpm" && npm install --prefix "$HOME/.local/pnpm" pnpm@10 >/dev/null
    export PATH="$HOME/.local/pnpm/node_modules/.bin:$PATH"
  }
fi
