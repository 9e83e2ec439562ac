import { act, render } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { useWindowKeydown } from './use-window-keydown.hook';

function Shortcut({ onKey }: { onKey: (key: string) => void }) {
  useWindowKeydown((event) => onKey(event.key));
  return null;
}

/** Presses a key in the commit that shows it: before any passive effect (useEffect) of that commit has run. */
function PressOnCommit({ keyName }: { keyName: string }) {
  useLayoutEffect(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: keyName }));
  }, [keyName]);
  return null;
}

describe('useWindowKeydown', () => {
  it('hears a key pressed as soon as the component is on screen, before the passive effects run', () => {
    const heard: string[] = [];
    render(
      <>
        <Shortcut onKey={(key) => heard.push(key)} />
        <PressOnCommit keyName="k" />
      </>,
    );
    expect(heard).toEqual(['k']);
  });

  it('calls the latest handler, and stops listening once gone', () => {
    const heard: string[] = [];
    function Counter() {
      const [count, setCount] = useState(0);
      useWindowKeydown(() => {
        heard.push(`count ${count}`);
        setCount(count + 1);
      });
      return <p>{count}</p>;
    }
    const view = render(<Counter />);
    const press = () => act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    press();
    press();
    expect(heard).toEqual(['count 0', 'count 1']);
    view.unmount();
    press();
    expect(heard).toHaveLength(2);
  });
});
