import { forwardRef, type ReactNode } from 'react'
import { ListItem, type ListItemProps } from './ListItem.js'
import { Tag, type TagProps } from './Tag.js'
import { WalletImage } from './WalletImage.js'

export interface WalletListItemProps extends Omit<ListItemProps, 'start' | 'end' | 'children'> {
  name: string
  imageSrc?: string
  /** Drawn instead of the image at `imageSrc`, e.g. a brand icon. */
  image?: ReactNode
  /** e.g. 'Installed' or 'Recent'. */
  tag?: string
  tagVariant?: TagProps['variant']
}

/** A wallet choice: image, name and an optional tag. */
export const WalletListItem = forwardRef<HTMLButtonElement, WalletListItemProps>(function WalletListItem(
  { name, imageSrc, image, tag, tagVariant, ...rest },
  ref,
) {
  return (
    <ListItem
      ref={ref}
      {...rest}
      start={image ?? <WalletImage src={imageSrc} />}
      end={tag ? <Tag variant={tagVariant}>{tag}</Tag> : undefined}
    >
      {name}
    </ListItem>
  )
})
