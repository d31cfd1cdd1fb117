import { Fragment } from 'react';
import { skillTextLines } from '../lib/skill-text';

/** The game's text with its line breaks as breaks and its colour codes highlighted; no markup shows. */
export function SkillText({ text }: { text: string }) {
  return (
    <>
      {skillTextLines(text).map((line, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 ? <br /> : null}
          {line.map((segment, index) =>
            segment.highlight ? (
              <mark key={index} className="skill-text__highlight">
                {segment.text}
              </mark>
            ) : (
              <Fragment key={index}>{segment.text}</Fragment>
            ),
          )}
        </Fragment>
      ))}
    </>
  );
}
