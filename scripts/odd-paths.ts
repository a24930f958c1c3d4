// Request paths that cost a router the most, for the odd-requests test and `npm run bench:paths`.

/** The path shapes that cost a router the most, each over the length or depth any route can use. */
export const WORST_PATHS = {
  "7,000 segments": "/a".repeat(7000),
  "1,000 segments": "/a".repeat(1000),
  "33 segments": "/a".repeat(33),
  "dot segments": "/.".repeat(3000),
  "empty segments": "/".repeat(5000),
  "encoded slashes": `/properties/${"a%2F".repeat(2000)}`,
  "one long segment": `/properties/${"a".repeat(4000)}`,
  "under /uploads": `/uploads${"/x".repeat(2000)}.jpg`,
  "under /stay": `/stay${"/%2e%2e".repeat(1500)}`,
  "under /api": `/api/v1/properties${"/a".repeat(3000)}`,
};
