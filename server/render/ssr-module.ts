/**
 * Where the server gets the render function: the SSR build in production, Vite's module loader in
 * development (so edits apply without a rebuild).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViteDevServer } from 'vite';
import type { render as Render } from '../../client/entry-server.tsx';

export type RenderFunction = typeof Render;

export async function loadBuiltRender(distDir: string): Promise<RenderFunction> {
  const file = path.join(distDir, 'server', 'entry-server.js');
  const module = (await import(pathToFileURL(file).href)) as { render: RenderFunction };
  return module.render;
}

export function devRender(vite: ViteDevServer): RenderFunction {
  return async (input) => {
    const module = (await vite.ssrLoadModule('/client/entry-server.tsx')) as { render: RenderFunction };
    return module.render(input);
  };
}
