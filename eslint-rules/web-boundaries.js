import path from 'node:path';

const WEB_SRC = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}`;

/** Where a web source file sits: its part (features, lib, ui, app, test) and its feature. */
function placeOf(relative) {
  const [part = '', feature = '', ...rest] = relative.split('/');
  return {
    part,
    feature: part === 'features' ? feature : '',
    rest: part === 'features' ? rest : [],
  };
}

/**
 * The web app's import boundaries (docs/architecture.md "Web app"): a feature folder imports
 * another feature only through its entry points, `features/<name>/index.ts` (the screens and
 * components it lends) and `features/<name>/api/<operation>.ts` (its calls, shared with their
 * cache keys); `lib/` and `ui/` are shared by every feature and import none, nor `app/`; no
 * feature imports `app/`, the composition root. Tests may reach anything.
 */
export const webBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      feature:
        'Feature "{{from}}" may import feature "{{to}}" only through its entry points: features/{{to}}/index.ts or features/{{to}}/api/<operation>.ts (docs/architecture.md "Web app").',
      shared:
        '{{from}}/ is shared by every feature: it may not import {{to}} (docs/architecture.md "Web app").',
      app: 'Features may not import app/, the composition root; move what both need to lib/ or ui/.',
    },
  },
  create(context) {
    const file = context.filename;
    const at = file.indexOf(WEB_SRC);
    if (at < 0 || /(\.test|-test-kit|-test-utils)\.tsx?$/.test(file)) return {};
    const root = file.slice(0, at + WEB_SRC.length);
    const from = placeOf(path.relative(root, file).split(path.sep).join('/'));
    if (from.part === 'test' || from.part === 'app') return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.relative(root, path.resolve(path.dirname(file), source.value));
      const to = placeOf(target.split(path.sep).join('/'));
      if (from.part === 'lib' || from.part === 'ui') {
        if (to.part === 'features' || to.part === 'app') {
          const what = to.part === 'app' ? 'app/' : `features/${to.feature}`;
          context.report({
            node: source,
            messageId: 'shared',
            data: { from: from.part, to: what },
          });
        }
        return;
      }
      if (from.part !== 'features') return;
      if (to.part === 'app') context.report({ node: source, messageId: 'app' });
      if (to.part !== 'features' || to.feature === from.feature) return;
      const entry =
        to.rest[0] === 'api' ||
        to.rest.length === 0 ||
        (to.rest.length === 1 && to.rest[0] === 'index');
      if (!entry) {
        context.report({
          node: source,
          messageId: 'feature',
          data: { from: from.feature, to: to.feature },
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
