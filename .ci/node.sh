# Sourced by .ci/run: the Node the suite runs on. .nvmrc names the project's Node (22, the LTS);
# package.json's `engines` also accepts Node 20.19+, which machines may still have.
#
# A machine whose node is older than .nvmrc's major gets it from the npm registry (CI machines
# reach only the npm registry and Debian's packages): the official binary, packaged as
# node-linux-<arch>, installed once into a cache directory and put first in PATH for the rest of
# the run (npm included, which then runs on it). CI_NODE=system keeps the machine's node (20.19 or
# later, package.json's `engines`): the suite on Node 20, while machines have it.
#
# Alone: `bash -c 'source .ci/node.sh'` prints the node it would use (installing it if needed).

ci_node_want="$(tr -d ' \nv' <.nvmrc)"

if [ "${CI_NODE:-}" = system ]; then
  echo "CI_NODE=system: the machine's node"
elif [ "$(node -p 'process.versions.node.split(".")[0]')" -lt "${ci_node_want%%.*}" ]; then
  ci_node_arch="$(node -p process.arch)"
  ci_node_dir="${XDG_CACHE_HOME:-$HOME/.cache}/fitlab/node-${ci_node_want}-linux-${ci_node_arch}"
  ci_node_bin="$ci_node_dir/node_modules/node-linux-${ci_node_arch}/bin"
  if ! "$ci_node_bin/node" --version >/dev/null 2>&1; then
    echo "node $(node --version) is older than .nvmrc's ${ci_node_want}:" \
      "node-linux-${ci_node_arch}@${ci_node_want} from the npm registry"
    npm install --prefix "$ci_node_dir" --no-save --no-package-lock --no-audit --no-fund \
      --loglevel=error "node-linux-${ci_node_arch}@${ci_node_want}"
  fi
  export PATH="$ci_node_bin:$PATH"
fi
echo "node $(node --version) ($(command -v node)), npm $(npm --version)"
