// The exports are reached by their routes only (app.ts): no module imports them.
export {};
