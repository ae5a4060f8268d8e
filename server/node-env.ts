/**
 * The configuration's default for NODE_ENV (`config.ts`: production) made the process's own before any
 * other module loads: React and React DOM pick their development or production build from
 * `process.env.NODE_ENV` when first imported, and the server imports React (through react-i18next)
 * long before it reads its configuration. `npm start` without NODE_ENV rendered every page with
 * React's development build, at about a third of the production build's pages per second.
 * Imported first by `main.ts`; an explicit NODE_ENV (dev, tests, the Dockerfile) is left as it is.
 */
process.env.NODE_ENV ??= 'production';
