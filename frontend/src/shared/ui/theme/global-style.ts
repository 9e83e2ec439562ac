import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    color-scheme: ${({ theme }) => theme.mode};
    font-size: ${({ theme }) => theme.font.root};
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-width: 320px;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4 { line-height: ${({ theme }) => theme.font.lineHeight.tight}; margin: 0; }
  p { margin: 0; }

  a { color: ${({ theme }) => theme.color.primary}; text-underline-offset: 0.2em; }
  a:hover { color: ${({ theme }) => theme.color.primaryHover}; }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  [tabindex='-1']:focus:not(:focus-visible) { outline: none; }

  button, input, select, textarea { font: inherit; color: inherit; }

  /* Icons that point a way (arrows, chevrons) point the other way when the page reads right to left. */
  [dir='rtl'] .flip-in-rtl { display: inline-block; transform: scaleX(-1); }

  ${({ theme }) =>
    theme.display.animationsEnabled
      ? ''
      : `*, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }`}

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
