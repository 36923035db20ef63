import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';

export interface SubMenuProps {
  /** i18n key of the group's title. */
  label: string;
  icon: ReactElement;
  isOpen: boolean;
  onToggle: () => void;
  dense?: boolean;
  children: ReactNode;
}

/**
 * A collapsible group of sidebar entries. Its header shows the group title (a tooltip when
 * the sidebar is minimised); the entries are indented while the sidebar is open.
 */
export const SubMenu = ({
  label,
  icon,
  isOpen,
  onToggle,
  dense = false,
  children,
}: SubMenuProps) => {
  const translate = useTranslate();
  const [sidebarIsOpen] = useSidebarState();
  const title = translate(label);

  const header = (
    <MenuItem dense={dense} onClick={onToggle} aria-expanded={isOpen} aria-label={title}>
      <ListItemIcon sx={{ minWidth: (theme) => theme.spacing(5) }}>{icon}</ListItemIcon>
      {sidebarIsOpen && (
        <>
          <ListItemText
            primary={title}
            slotProps={{ primary: { variant: 'inherit', color: 'text.secondary' } }}
          />
          {isOpen ? (
            <ExpandLessIcon fontSize="small" color="action" />
          ) : (
            <ExpandMoreIcon fontSize="small" color="action" />
          )}
        </>
      )}
    </MenuItem>
  );

  return (
    <div>
      {sidebarIsOpen ? (
        header
      ) : (
        <Tooltip title={title} placement="right">
          {header}
        </Tooltip>
      )}
      <Collapse in={isOpen} timeout="auto" unmountOnExit>
        <List
          dense={dense}
          component="div"
          disablePadding
          aria-label={title}
          sx={{
            '& .MuiMenuItem-root': {
              transition: 'padding-left 195ms cubic-bezier(0.4, 0, 0.6, 1) 0ms',
              paddingLeft: (theme) => (sidebarIsOpen ? theme.spacing(4) : theme.spacing(2)),
            },
          }}
        >
          {children}
        </List>
      </Collapse>
    </div>
  );
};
