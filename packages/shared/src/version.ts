/** The release version reported by GET /api/health; kept equal to the root package.json. */
export const appVersion = '0.1.0';
