// Container name of an area's remote: a valid JS identifier. Used by the build and by the host at run time.
const remoteName = (area) => 'portal_' + area.replace(/-/g, '_');
module.exports = { remoteName };
