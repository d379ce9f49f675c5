import { createContext, useContext, useEffect } from 'react';

/** The site's name, which follows the page's in the browser tab title; SiteLayout provides it. */
export const SiteNameContext = createContext('Zakah Bursary');

type PageHeadingProps = {
  children: string;
};

/** The page's h1, also used as the browser tab title so people (and screen readers) know where they are. */
export function PageHeading({ children }: PageHeadingProps) {
  const siteName = useContext(SiteNameContext);

  useEffect(() => {
    const previousTitle = document.title;
    document.title = `${children} | ${siteName}`;
    return () => {
      document.title = previousTitle;
    };
  }, [children, siteName]);

  return <h1>{children}</h1>;
}
