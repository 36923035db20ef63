import { useLocation } from 'react-router-dom';

/** Writes the memory router's current path into the story, hidden, for the play functions. */
export const LocationProbe = () => {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="story-location" hidden>
      {`${pathname}${search}`}
    </output>
  );
};
