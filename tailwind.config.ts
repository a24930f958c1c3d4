import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      fontFamily: {
        sans: ['"Inter Variable"', '"Inter Fallback"', "ui-sans-serif", "system-ui", "sans-serif"],
        serif: ['"Playfair Display Variable"', '"Playfair Display Fallback"', "ui-serif", "Georgia", "serif"],
      },
      colors: {
        forest: {
          50: "#f2f7f4",
          100: "#e0ece4",
          200: "#c2d9ca",
          300: "#97bea6",
          400: "#679d7d",
          500: "#467f60",
          600: "#33654b",
          700: "#29513d",
          800: "#224132",
          900: "#1c352a",
          950: "#0e1e17",
        },
        gold: {
          50: "#fbf8ef",
          100: "#f4ecd2",
          200: "#e8d7a3",
          300: "#dbbd6e",
          400: "#d0a54a",
          500: "#c08c36",
          600: "#a66f2c",
          700: "#855227",
          800: "#6e4326",
          900: "#5d3823",
        },
        cream: "#faf7f0",
      },
      keyframes: {
        "toast-in": {
          from: { opacity: "0", transform: "translateY(0.5rem)" },
          to: { opacity: "1", transform: "translateY(0)" },
        },
      },
      animation: {
        "toast-in": "toast-in 200ms ease-out",
      },
    },
  },
  plugins: [],
} satisfies Config;
