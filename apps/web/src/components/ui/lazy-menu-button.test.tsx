/** The stand-in button of a menu that downloads when first wanted (theme and language menus). */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyMenuButton } from './lazy-menu-button';

const menu = <div role="menu" aria-label="the menu" />;

function renderButton(preload = vi.fn()) {
  render(
    <LazyMenuButton
      preload={preload}
      menu={menu}
      className="trigger"
      aria-label="메뉴"
      data-testid="menu-button"
    >
      <span>KO</span>
    </LazyMenuButton>,
  );
  return { preload, button: screen.getByRole('button', { name: '메뉴' }) };
}

describe('LazyMenuButton', () => {
  it('looks like a closed menu trigger and starts the download on hover and focus, not before', async () => {
    const { preload, button } = renderButton();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveClass('trigger');
    expect(button).toHaveTextContent('KO');
    expect(preload).not.toHaveBeenCalled();
    await userEvent.hover(button);
    expect(preload).toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('gives way to the menu on a press', async () => {
    const { button } = renderButton();
    await userEvent.click(button);
    expect(screen.getByRole('menu', { name: 'the menu' })).toBeInTheDocument();
    expect(screen.queryByTestId('menu-button')).not.toBeInTheDocument();
  });

  it('gives way to the menu on ArrowDown from the keyboard', async () => {
    const { preload, button } = renderButton();
    await userEvent.tab();
    expect(button).toHaveFocus();
    expect(preload).toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu', { name: 'the menu' })).toBeInTheDocument();
  });
});
