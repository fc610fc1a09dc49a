/**
 * ESLint rule `minesite/import-boundaries`: forbids imports that cross a boundary between the
 * repository's packages. It sees where an import lands, whether named by package
 * (`@minesite/mf-orders/pages`) or by a relative path (`../../../mf-orders/src/…`), in static
 * imports, `export … from` and `import()` with a literal path.
 *
 * Options: `{ forbid: Boundary[] }`, where a Boundary is one of
 *   { folder: 'mf-orders', except?: ['pages'], message }  the package in that folder, by its
 *       workspace name `@minesite/<folder>` (but for the listed subpaths) or a relative path
 *       into the folder (but for the listed subfolders); a deeper folder (`shell/src/app`) is
 *       matched by relative paths only
 *   { module: 'antd-mobile', message }  a package (or one entry of a workspace package,
 *       `@minesite/shared/contract`), with its subpaths
 * and with `typesAllowed: true` only value imports cross it: `import type` and `export type …
 * from` are erased from the bundle, while any other import (even of types alone, `import {
 * type A }`) keeps the module in it.
 */
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Where `source`, imported from `file`, lands: a repository path or a package name. */
function target(source, file) {
  if (source.startsWith('.')) {
    const landing = path.relative(repoRoot, path.resolve(path.dirname(file), source));
    return { repoPath: landing.split(path.sep).join('/') };
  }
  const name = /^@minesite\/([^/]+)(?:\/(.*))?$/.exec(source);
  if (name) return { workspace: name[1], subpath: name[2] ?? '', module: source };
  return { module: source };
}

function crosses(boundary, landing) {
  if (boundary.module) {
    return landing.module === boundary.module || landing.module?.startsWith(`${boundary.module}/`);
  }
  if (landing.repoPath !== undefined) {
    const inside = (folder) =>
      landing.repoPath === folder || landing.repoPath.startsWith(`${folder}/`);
    const excepted = (boundary.except ?? []).some((sub) => inside(`${boundary.folder}/${sub}`));
    return inside(boundary.folder) && !excepted;
  }
  return (
    landing.workspace === boundary.folder && !(boundary.except ?? []).includes(landing.subpath)
  );
}

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Forbids imports across the repository's package boundaries." },
    schema: [
      {
        type: 'object',
        properties: {
          forbid: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                folder: { type: 'string' },
                module: { type: 'string' },
                except: { type: 'array', items: { type: 'string' } },
                typesAllowed: { type: 'boolean' },
                message: { type: 'string' },
              },
              required: ['message'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: { crossing: '{{source}}: {{message}}' },
  },
  create(context) {
    const forbid = context.options[0]?.forbid ?? [];
    const check = (sourceNode, typeOnly = false) => {
      if (sourceNode?.type !== 'Literal' || typeof sourceNode.value !== 'string') return;
      const landing = target(sourceNode.value, context.filename);
      for (const boundary of forbid) {
        if (typeOnly && boundary.typesAllowed) continue;
        if (crosses(boundary, landing)) {
          context.report({
            node: sourceNode,
            messageId: 'crossing',
            data: { source: sourceNode.value, message: boundary.message },
          });
          return;
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => check(node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node.source),
    };
  },
};
