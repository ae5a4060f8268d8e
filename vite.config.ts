/**
 * One Vite config for the client build (dist/client, with a manifest the server reads), the SSR build
 * (dist/server/entry-server.js) and the dev server. The browser gets the calls' wire facts as the
 * virtual module `virtual:call-wire`, generated from the contract at build time (no zod in the bundle).
 */
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { wireTable } from './shared/contract/wire.ts';

function callWire(): Plugin {
  const id = 'virtual:call-wire';
  const resolved = `\0${id}`;
  return {
    name: 'call-wire',
    resolveId: (source) => (source === id ? resolved : undefined),
    load: (source) => (source === resolved ? `export default ${JSON.stringify(wireTable())};` : undefined),
  };
}

export default defineConfig({
  plugins: [react(), callWire()],
  publicDir: 'client/public',
  appType: 'custom',
  build: {
    outDir: 'dist/client',
    assetsDir: 'assets',
    manifest: true,
    cssCodeSplit: false,
    sourcemap: false,
    target: 'es2022',
    rollupOptions: { input: 'client/entry-client.tsx' },
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly', generateScopedName: '[local]_[hash:base64:5]' },
  },
});
