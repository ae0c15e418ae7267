// Noto Sans Devanagari (its Devanagari subset, `font-display: swap`), in the weights the app uses. Loaded
// with the Hindi texts only (lib/locale.ts): English pages never download it.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-500.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
