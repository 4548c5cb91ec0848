/// Names that say which module a piece of code comes from when the lab does not have that
/// module: `snp` is SnapKit's, `rx` RxCocoa's. A file that imports one of these modules and
/// uses such a name has the piece left out for the module, not for the name.
enum ThirdPartyNames {
    static let table: [String: Set<String>] = [
        "SnapKit": [
            "snp", "ConstraintMaker", "ConstraintView", "ConstraintItem", "Constraint", "ConstraintRelatableTarget",
        ],
        "RxSwift": [
            "DisposeBag", "Disposable", "Observable", "PublishSubject", "BehaviorSubject", "ReplaySubject",
            "disposed", "subscribe", "bind", "asObservable", "MainScheduler",
        ],
        "RxCocoa": [
            "rx", "BehaviorRelay", "PublishRelay", "Driver", "Signal", "ControlEvent", "ControlProperty",
            "drive", "bind", "disposed",
        ],
        "Combine": [
            "AnyCancellable", "Cancellable", "Published", "PassthroughSubject", "CurrentValueSubject", "AnyPublisher",
            "Just", "sink", "store", "assign", "eraseToAnyPublisher", "publisher",
        ],
        "Kingfisher": ["kf", "KF", "KingfisherManager", "ImageCache"],
        "SDWebImage": ["sd_setImage", "sd_imageIndicator", "sd_cancelCurrentImageLoad", "SDWebImageManager"],
        "Lottie": ["LottieAnimationView", "AnimationView", "LottieAnimation", "LottieLoopMode"],
        "Then": ["then", "Then"],
        "SwiftUI": ["UIHostingController", "UIViewRepresentable", "View", "Text", "VStack", "HStack"],
        "os": ["os_log", "Logger", "OSLog"],
        "Alamofire": ["AF", "Alamofire"],
    ]
}
