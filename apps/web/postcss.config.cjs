// Mantine's PostCSS preset: rem(), light-dark() and the rtl/ltr mixins used by right-to-left Arabic.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
