// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice The receiver hook of ERC-721: a contract that takes items through safeTransferFrom.
interface IERC721Receiver {
    function onERC721Received(
        address operator,
        address from,
        uint256 tokenId,
        bytes calldata data
    ) external returns (bytes4);
}

/// @title DevCollectible
/// @notice A minimal, standard ERC-721 for the local devnet of the Portico demo and tests.
/// No owner and no minting after deployment: the constructor mints token ids 1..n, id i to
/// holders[i - 1], so every item the kit lists comes from real Transfer events. Each item's
/// metadata is at baseURI + id (tokenURI), which the local services resolve.
contract DevCollectible {
    string public name;
    string public symbol;
    string private baseURI;
    uint256 public totalSupply;

    mapping(uint256 => address) private owners;
    mapping(address => uint256) private balances;
    mapping(uint256 => address) private approvals;
    mapping(address => mapping(address => bool)) private operators;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    constructor(
        string memory name_,
        string memory symbol_,
        string memory baseURI_,
        address[] memory holders
    ) {
        name = name_;
        symbol = symbol_;
        baseURI = baseURI_;
        for (uint256 i = 0; i < holders.length; i++) {
            uint256 tokenId = i + 1;
            owners[tokenId] = holders[i];
            balances[holders[i]] += 1;
            // Each mint is a Transfer from the zero address, as ERC-721 indexers expect.
            emit Transfer(address(0), holders[i], tokenId);
        }
        totalSupply = holders.length;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return
            interfaceId == 0x01ffc9a7 || // ERC-165
            interfaceId == 0x80ac58cd || // ERC-721
            interfaceId == 0x5b5e139f; // ERC-721 Metadata
    }

    function balanceOf(address owner) external view returns (uint256) {
        require(owner != address(0), "ERC721: balance of the zero address");
        return balances[owner];
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address owner = owners[tokenId];
        require(owner != address(0), "ERC721: nonexistent token");
        return owner;
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return string.concat(baseURI, decimal(tokenId));
    }

    function approve(address to, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        require(msg.sender == owner || operators[owner][msg.sender], "ERC721: not allowed");
        approvals[tokenId] = to;
        emit Approval(owner, to, tokenId);
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return approvals[tokenId];
    }

    function setApprovalForAll(address operator, bool approved) external {
        operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address owner, address operator) external view returns (bool) {
        return operators[owner][operator];
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address owner = ownerOf(tokenId);
        require(owner == from, "ERC721: transfer from a non-owner");
        require(to != address(0), "ERC721: transfer to the zero address");
        require(
            msg.sender == owner ||
                approvals[tokenId] == msg.sender ||
                operators[owner][msg.sender],
            "ERC721: not allowed"
        );
        delete approvals[tokenId];
        balances[from] -= 1;
        balances[to] += 1;
        owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(
        address from,
        address to,
        uint256 tokenId,
        bytes memory data
    ) public {
        transferFrom(from, to, tokenId);
        // A contract receiver must accept the item, or it would be stuck there.
        if (to.code.length > 0) {
            bytes4 answer = IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data);
            require(answer == IERC721Receiver.onERC721Received.selector, "ERC721: refused");
        }
    }

    function decimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 rest = value; rest != 0; rest /= 10) digits++;
        bytes memory out = new bytes(digits);
        for (; value != 0; value /= 10) out[--digits] = bytes1(uint8(48 + (value % 10)));
        return string(out);
    }
}
