import { useEffect } from 'react';

type PageHeadingProps = {
  children: string;
};

/** The page's h1, also used as the browser tab title so people (and screen readers) know where they are. */
export function PageHeading({ children }: PageHeadingProps) {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = `${children} | Zakah Bursary back office`;
    return () => {
      document.title = previousTitle;
    };
  }, [children]);

  return <h1>{children}</h1>;
}
