// Lucide's icons, one file each: the server's generated images (server/media.ts) and the kit's Icon (src/ui/icon.tsx)
// import only the icons they draw, not the package's index of ~4,000 modules. Each default-exports the icon's shapes.
declare module 'lucide/dist/esm/icons/*.mjs' {
  const icon: import('lucide').IconNode;
  export default icon;
}
