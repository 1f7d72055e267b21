// An antd button that is a real link (href, open in new tab) and navigates client-side on a plain click.
import type { MouseEvent, ReactNode } from 'react';
import { useRouter } from 'next/router';
import { Button, type ButtonProps } from 'antd';

interface Props {
  href: string;
  type?: ButtonProps['type'];
  icon?: ReactNode;
  children: ReactNode;
}

export function LinkButton({ href, type = 'default', icon, children }: Props) {
  const router = useRouter();
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void router.push(href);
  };
  return (
    <Button type={type} href={href} icon={icon} onClick={onClick}>
      {children}
    </Button>
  );
}
