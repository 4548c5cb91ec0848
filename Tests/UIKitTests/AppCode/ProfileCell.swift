import UIKit

/// A table cell with an avatar, two labels in a stack and a follow button, as a people list shows.
final class ProfileCell: UITableViewCell {
    static let reuseIdentifier = "ProfileCell"

    let avatarView = UIImageView()
    let nameLabel = UILabel()
    let detailLabel = UILabel()
    let followButton = UIButton(type: .system)
    private let textStack = UIStackView()
    private(set) var reuseCount = 0
    var onFollow: ((ProfileCell) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        avatarView.contentMode = .scaleAspectFill
        avatarView.clipsToBounds = true
        avatarView.layer.cornerRadius = 20
        avatarView.translatesAutoresizingMaskIntoConstraints = false

        nameLabel.font = .preferredFont(forTextStyle: .headline)
        detailLabel.font = .preferredFont(forTextStyle: .subheadline)
        detailLabel.textColor = .secondaryLabel
        detailLabel.numberOfLines = 2

        textStack.axis = .vertical
        textStack.spacing = 2
        textStack.alignment = .leading
        textStack.distribution = .fill
        textStack.addArrangedSubview(nameLabel)
        textStack.addArrangedSubview(detailLabel)
        textStack.translatesAutoresizingMaskIntoConstraints = false

        followButton.setTitle("Follow", for: .normal)
        followButton.setTitle("Following", for: .selected)
        followButton.setTitleColor(.systemBlue, for: .normal)
        followButton.setTitleColor(.secondaryLabel, for: .selected)
        followButton.translatesAutoresizingMaskIntoConstraints = false
        followButton.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.followButton.isSelected.toggle()
                self.onFollow?(self)
            }, for: .touchUpInside)
        followButton.setContentHuggingPriority(.required, for: .horizontal)

        contentView.addSubview(avatarView)
        contentView.addSubview(textStack)
        contentView.addSubview(followButton)

        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            avatarView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 40),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            textStack.leadingAnchor.constraint(equalToSystemSpacingAfter: avatarView.trailingAnchor, multiplier: 1.5),
            textStack.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            followButton.leadingAnchor.constraint(greaterThanOrEqualTo: textStack.trailingAnchor, constant: 8),
            followButton.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            followButton.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let h = contentView.bounds.height
        avatarView.frame = CGRect(x: 16, y: (h - 40) / 2, width: 40, height: 40)
        followButton.frame = CGRect(x: contentView.bounds.width - 96, y: (h - 32) / 2, width: 80, height: 32)
        textStack.frame = CGRect(x: 68, y: 8, width: followButton.frame.minX - 76, height: h - 16)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        avatarView.image = nil
        nameLabel.text = nil
        detailLabel.text = nil
        followButton.isSelected = false
        onFollow = nil
    }

    func configure(name: String, detail: String, avatar: UIImage?, following: Bool) {
        nameLabel.text = name
        detailLabel.text = detail
        avatarView.image = avatar
        followButton.isSelected = following
        accessibilityLabel = "\(name), \(detail)"
    }
}
