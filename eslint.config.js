// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";

/**
 * The engine core must stay framework-free and isomorphic (DESIGN.md, STYLE.md habit 1):
 * it runs unchanged in the browser and on the server. Only engine/node/ may touch Node.
 */
const frameworkImports = [
  { group: ["react", "react-*", "react/*", "react-dom", "react-dom/*"], message: "engine/ core must not import React." },
  { group: ["@rjsf/*"], message: "engine/ core must not import RJSF." },
  { group: ["zustand", "zustand/*"], message: "engine/ core must not import zustand." },
  { group: ["fastify", "fastify/*", "@fastify/*"], message: "engine/ core must not import Fastify." },
  { group: ["knex", "knex/*", "sqlite3", "pg"], message: "engine/ core must not import a database driver." },
  { group: ["leaflet", "leaflet/*", "react-leaflet"], message: "engine/ core must not import Leaflet." },
  { group: ["node:*", "fs", "fs/*", "path", "os", "child_process", "url", "process"], message: "engine/ core must not import Node built-ins; put node-only code in engine/node/." },
  { group: ["**/renderer/**", "**/server/**"], message: "Dependencies go one way: schemas -> engine -> {renderer, server}." },
];

export default tseslint.config(
  { ignores: ["node_modules/**", "dist/**", "data/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/ban-ts-comment": "error",
    },
  },
  {
    files: ["engine/**/*.ts"],
    ignores: ["engine/node/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: frameworkImports }],
      // No hidden inputs (STYLE.md habit 2): today and seasons come in as context.
      "no-restricted-globals": ["error", { name: "process", message: "Pass configuration in as context." }],
      "no-restricted-syntax": [
        "error",
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "No new Date() in the engine: today comes in as context." },
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: "No Date.now() in the engine: today comes in as context." },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: "No Math.random() in the engine." },
        { selector: "CallExpression[callee.name='eval']", message: "No eval: conditions are JSON trees." },
        { selector: "NewExpression[callee.name='Function']", message: "No new Function: conditions are JSON trees." },
      ],
    },
  },
  {
    files: ["renderer/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**", "fastify", "@fastify/*", "knex"], message: "The renderer never imports the server." }] }],
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/renderer/**", "react", "react-dom", "@rjsf/*"], message: "The server never imports the renderer." }] }],
    },
  },
);
