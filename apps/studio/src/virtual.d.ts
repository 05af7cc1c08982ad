declare module 'virtual:roomsmith/bundled-packs' {
  const packs: Array<{ folder: string; files: Record<string, string> }>;
  export default packs;
}
