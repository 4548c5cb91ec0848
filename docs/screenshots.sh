#!/bin/sh
# Regenerates every image in docs/images from the built-in scenes with
# scripted clicks, headless (no X server): `make screenshots` runs it after a
# build. Points are in the scene's window, as `responder-lab describe` prints
# them. Each `shot` writes the English picture to docs/images/FILE and the
# Chinese one (--lang zh, needs a CJK font) to docs/images/zh/FILE; each `anim`
# an animated GIF to docs/images/anim/SCENE.gif and docs/images/zh/anim/SCENE.gif.
set -eu

lab=${LAB:-.build/debug/responder-lab}
out=docs/images
mkdir -p "$out/zh" "$out/scenes" "$out/anim" "$out/zh/anim"

# shot FILE RENDER-OPTIONS…
shot() {
    file=$1
    shift
    "$lab" render "$@" --out "$out/$file"
    "$lab" render "$@" --lang zh --out "$out/zh/$file"
    echo "$out/$file, $out/zh/$file"
}

# anim SCENE RENDER-OPTIONS…
anim() {
    scene=$1
    shift
    "$lab" render --scene "$scene" "$@" --animate "$out/anim/$scene.gif"
    "$lab" render --scene "$scene" "$@" --lang zh --animate "$out/zh/anim/$scene.gif"
    echo "$out/anim/$scene.gif, $out/zh/anim/$scene.gif"
}

# drag X0 Y0 X1 Y1 N: N --move options from X0,Y0 to X1,Y1, a sixtieth of a second apart.
drag() {
    awk -v x0="$1" -v y0="$2" -v x1="$3" -v y1="$4" -v n="$5" \
        'BEGIN { for (i = 1; i <= n; i++) printf "--move %d,%d ", x0 + (x1 - x0) * i / n, y0 + (y1 - y0) * i / n }'
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

# own-code.md, the code of the dump's own classes run by the lab (--code).
shot own-code.png            --dump Assets/Dumps/photo-feed.txt --code Assets/Examples/PhotoFeed --tap 30,497  # 5 points below the LikeButton: its point(inside:) says yes
shot own-code-tree.png       --dump Assets/Dumps/photo-feed.txt --code Assets/Examples/PhotoFeed --tap 30,497 --select 0x7fa1b3e35f10 # the tree marks the views the code runs
shot own-code-left-out.png   --dump Assets/Dumps/shop.txt --code Assets/Examples/Shop --tap 60,136 # the banner's hitTest did not compile: UIKit's kept the touch

# Animations, one per scene (docs/window.md, the README's gallery, why-not.md): each touch's
# hit-test visit by visit and its chain link by link, then what follows at
# the application's clock.
anim hit-order         --tap 300,255                # C first, then B, B.2, B.1; A covered by B
anim why-not           --tap 96,478                 # Tile 5: under Glass cover
anim image-view        --tap 380,250                # the image view's subtree is skipped whole
anim hot-area          --tap 590,168                # point(inside:) accepts outside the bounds
anim bulge             --tap 380,508                # the bar refuses the point: the content behind gets it
anim chain             --tap 380,90                 # forwarded up to the application delegate, then discarded
anim controls          --down 380,264 $(drag 380 264 580 264 60) $(drag 580 264 420 264 40) --up # out past the 70-point margin, back, touchUpInside
anim gestures          --down 382,185 --wait 0.8    # the long press begins at 0.5 s and cancels the pad's touch
anim first-responder   --tap 230,170 --tap 224,302  # the field becomes first responder; Copy's nil-target action
anim multitouch        --tap 570,160
anim scroll            --down 100,400 --wait 0.2 $(drag 100 400 100 250 40) # the 0.15 s delay runs out; the drag cancels the row
anim pager             --down 300,300 $(drag 300 300 120 300 40) --up       # sideways: the pager moves, not the list
anim photo             --down 460,300 $(drag 460 300 300 300 8) --up        # a quick drag left: a swipe
