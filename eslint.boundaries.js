export const boundaryRules = [];
