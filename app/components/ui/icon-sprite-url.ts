// Written by scripts/build-icons.mjs: the address of public/icons.svg, with a hash of its content.
export const ICON_SPRITE_URL = "/icons.svg?v=56c659e188";
