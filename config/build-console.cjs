/**
 * The console webpack writes its own messages to (infrastructureLogging.console) during a build: the global one,
 * less the Module Federation Manifest plugin's warning that publicPath 'auto' is resolved at run time. That is how
 * every bundle here is meant to work (the host tells each area where it is served), so the warning asks nothing
 * of anyone and only buried what does.
 */
const NEEDS_NO_ACTION = [/Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'/];

const needsNoAction = (args) => args.some((arg) => typeof arg === 'string' && NEEDS_NO_ACTION.some((pattern) => pattern.test(arg)));

function buildConsole(target = console) {
  const quiet = Object.create(target);
  quiet.warn = (...args) => {
    if (!needsNoAction(args)) target.warn('<w>', ...args);
  };
  return quiet;
}

module.exports = { buildConsole };
