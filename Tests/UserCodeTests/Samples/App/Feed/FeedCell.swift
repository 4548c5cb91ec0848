import UIKit

/// A feed's row: its heart view is nested in it, and the cell itself is made
/// with UITableViewCell's own initializer.
class FeedCell: UITableViewCell {
    class HeartView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            // Only the heart's round middle.
            let radius = min(bounds.width, bounds.height) / 2
            let dx = point.x - bounds.midX, dy = point.y - bounds.midY
            return dx * dx + dy * dy <= radius * radius ? self : nil
        }
    }

    let heart = HeartView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(heart)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        heart.backgroundColor = .red
    }
}

private class PrivateBadge: UIView {}

class Box<Content>: UIView {
    var content: Content?
}
