import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import { type ReactElement, type ReactNode, useId } from 'react';
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
  const entriesId = useId();

  // A button that shows or hides the group's links: reached with Tab like them (a MenuItem is
  // left out of the tab order), named by its title also when the sidebar shows only icons.
  const header = (
    <MenuItem
      component="button"
      role="button"
      tabIndex={0}
      dense={dense}
      onClick={onToggle}
      aria-expanded={isOpen}
      aria-controls={entriesId}
      aria-label={title}
      sx={{ width: '100%', textAlign: 'start' }}
    >
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
          role="group"
          id={entriesId}
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
