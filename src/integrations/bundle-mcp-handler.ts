// Bundles the MCP handler with its packages into the one ES module `netlify/functions/mcp.ts` imports, where
// Netlify would ship a v2 function's packages as files a cold start loads one by one (docs/platform-notes.md).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const ENTRY = 'src/mcp/function-bundle.ts';
export const MODULE = 'mcp-handler.mjs';

const STAND_IN = 'sdk-default-validator';

// The SDK's shims import its default JSON Schema validator (Ajv, a third of the bundle); every server here is given
// one (src/mcp/create-server.ts), and the stand-in says so if the default is ever built.
export const withoutSdkDefaultValidator: Plugin = {
  name: 'without-the-sdk-default-validator',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@modelcontextprotocol\/server\/_shims$/ }, () => ({
      path: STAND_IN,
      namespace: STAND_IN,
    }));
    pluginBuild.onLoad({ filter: /.*/, namespace: STAND_IN }, () => ({
      contents: `export class DefaultJsonSchemaValidator { constructor() { throw new Error('The MCP handler bundle leaves out the SDK default validator: give the server one (src/mcp/create-server.ts).'); } }\nexport { default as process } from 'node:process';`,
    }));
  },
};

/** Writes `<dir>/mcp-handler.mjs` and its type declaration; gives its size and the project's files bundled into it. */
export async function writeMcpHandlerBundle(root: string, dir: string) {
  const entry = path.join(root, ENTRY);
  const result = await build({
    entryPoints: [entry],
    outfile: path.join(dir, MODULE),
    bundle: true,
    format: 'esm',
    platform: 'node',
    // The oldest Node the project supports (package.json engines).
    target: 'node22',
    // Half the size; imports as fast as the unminified bundle.
    minify: true,
    metafile: true,
    // The metafile's paths are relative to the project.
    absWorkingDir: root,
    plugins: [withoutSdkDefaultValidator],
  });
  const source = path.relative(dir, entry).split(path.sep).join('/');
  // One entry point and no CSS: the module is the only output.
  const output = Object.values(result.metafile.outputs)[0]!;
  await writeFile(
    path.join(dir, 'mcp-handler.d.mts'),
    `// Built from ${ENTRY} by \`npm run build\`; the types are the source's.\nexport { ${output.exports.join(', ')} } from '${source}';\n`,
  );
  return { bytes: output.bytes, inputs: Object.keys(output.inputs) };
}
