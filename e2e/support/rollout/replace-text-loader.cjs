// A webpack loader for the rollout test: builds an area with one text changed, as a new release would.
module.exports = function replaceText(source) {
  const { from, to } = this.getOptions();
  if (!source.includes(from)) throw new Error(`replace-text-loader: "${from}" is not in ${this.resourcePath}`);
  return source.split(from).join(to);
};
