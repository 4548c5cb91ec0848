#!/bin/sh
# Regenerates every image in docs/images from the built-in scenes with
# scripted clicks, headless (no X server): `make screenshots` runs it after a
# build. Points are in the scene's window, as `responder-lab describe` prints
# them. Each `shot` writes the English picture to docs/images/FILE and the
# Chinese one (--lang zh, needs a CJK font) to docs/images/zh/FILE.
set -eu

lab=${LAB:-.build/debug/responder-lab}
out=docs/images
mkdir -p "$out/zh" "$out/scenes"

# shot FILE RENDER-OPTIONS…
shot() {
    file=$1
    shift
    "$lab" render "$@" --out "$out/$file"
    "$lab" render "$@" --lang zh --out "$out/zh/$file"
    echo "$out/$file, $out/zh/$file"
}

# The README's gallery: every scene after its scripted click.
"$lab" tour --out "$out/scenes"

# why-not.md, one reason a view is passed over each (behaviour 8).
shot hidden.png              --scene why-not --tap 100,175     # Tile 1: isHidden
shot interaction-off.png     --scene why-not --tap 284,175     # Tile 2: isUserInteractionEnabled = false
shot alpha.png               --scene why-not --tap 470,175     # Tile 3: alpha = 0.01, stored 0.0099999998
shot outside-bounds.png      --scene why-not --tap 654,215     # Tile 4: below Small parent's bounds
shot covered.png             --scene why-not --tap 120,480     # Tile 5: under Glass cover
shot hittest-override.png    --scene why-not --tap 286,463     # Tile 6: the parent's hitTest returns nil
shot point-inside-override.png --scene why-not --tap 470,463   # Tile 7: the target's point(inside:) returns false
shot disabled-control.png    --scene controls --tap 380,374    # Delete: isEnabled = false
shot ancestor-rejected.png   --scene image-view --tap 380,250  # Play inside an image view
shot ancestor-fixed.png      --scene image-view --fixed --tap 380,250 # the image view's interaction on
shot why-not-fixed.png       --scene why-not --fixed --tap 120,480    # all seven fixed: the covered target gets it

# why-not.md, a scroll view's rules for its content (behaviour 10.3-10.6): Row 6 and its Open button.
shot scroll-held-back.png    --scene scroll --down 100,400 --wait 0.05      # 0.05 s into the 0.15 s delay
shot scroll-taken.png        --scene scroll --down 100,400 --wait 0.2 --move 100,390 --move 100,370 --move 100,330 --move 100,300 # after the delay: the row is cancelled
shot scroll-kept.png         --scene scroll --down 290,400 --wait 0.2 --move 290,390 --move 290,370 --move 290,330 --move 290,300 # a button keeps it: no scrolling

# why-not.md, "What the popular articles get wrong" (behaviour 9).
shot hit-order.png           --scene hit-order --tap 300,255   # 事件传递链, Hit-Testing View: last subview first; a leaf returns itself
shot hot-area.png            --scene hot-area --tap 594,150    # Hit-Testing View: point(inside:) enlarges, nothing resized
shot alpha-0.05.png          --scene why-not --alpha "Faint target=0.05" --tap 470,175  # HitTest 机制: 0.05 < 0.1 is hit
shot alpha-0.011.png         --scene why-not --alpha "Faint target=0.011" --tap 470,175 # 0.011 is hit, 0.01 is not
shot first-responder.png     --scene first-responder --tap 230,170 --tap 224,302 # 基本概念: the Name field stays first responder; the tap goes to Copy

# own-app.md, a dump of your own app (behaviour 12).
shot own-app.png             --dump Assets/Dumps/photo-feed.txt --tap 30,470  # MyApp.LikeButton: hit, with the custom-class caveat
shot inspector.png           --dump Assets/Dumps/settings.txt --tap 150,184 --edit 0x7fd3e1c17170.userInteractionEnabled=true --select 0x7fd3e1c17170 # the inspector: the Personal Hotspot cell's interaction turned on, the tap replayed reaches it
