import UIKit

enum FeedStyle {
    case standard, compact

    static let cornerRadius: CGFloat = 8

    var hitSlop: CGFloat {
        switch self {
        case .standard: return 14
        case .compact: return 6
        }
    }
}
