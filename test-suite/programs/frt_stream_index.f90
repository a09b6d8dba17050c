! A binary file with an index, as data bases and checkpoint codes lay them out with
! ACCESS='STREAM': a header whose offsets are patched in after the variable-length blocks
! are written (WRITE with POS=), an index table at the end, blocks read back in another
! order by POS=, INQUIRE of POS= and SIZE=, and a formatted stream file of text lines
! read back from remembered positions.
program stream_index
  implicit none
  integer, parameter :: dp = kind(1.0d0), nblk = 5
  integer :: u, v, k, j, n, here, fsize, hdr_end
  integer :: offs(nblk), lens(nblk), idx_pos, magic, count
  real(dp), allocatable :: blk(:)
  real(dp) :: s
  integer :: line_pos(4)
  character(len=24) :: text

  open (newunit=u, file='frt_stream.bin', access='stream', form='unformatted', &
        status='replace')
  ! Header: magic, block count, index position (patched later).
  write (u) 20260101, nblk, 0
  inquire (u, pos=hdr_end)
  print *, 'header ends before byte', hdr_end
  do k = 1, nblk
    n = 2 * k + 1
    allocate (blk(n))
    blk = [(real(k, dp) + real(j, dp) / 8, j = 1, n)]
    inquire (u, pos=offs(k))
    lens(k) = n
    write (u) n, blk
    deallocate (blk)
  end do
  inquire (u, pos=idx_pos)
  write (u) offs, lens
  write (u, pos=9) idx_pos
  inquire (u, size=fsize, pos=here)
  print *, 'index at', idx_pos, 'file size', fsize, 'position', here
  close (u)

  open (newunit=v, file='frt_stream.bin', access='stream', form='unformatted', &
        status='old', action='read')
  read (v) magic, count, idx_pos
  print *, 'magic', magic, 'blocks', count, 'index', idx_pos
  read (v, pos=idx_pos) offs, lens
  print '(a, 5i6)', ' offsets', offs
  print '(a, 5i6)', ' lengths', lens
  do k = nblk, 1, -2
    read (v, pos=offs(k)) n
    allocate (blk(n))
    read (v) blk
    s = sum(blk)
    print '(a, i2, a, i3, a, f12.5, f9.4)', ' block', k, ' n', n, ' sum', s, blk(n)
    deallocate (blk)
  end do
  ! One value in the middle of block 4: its second element.
  read (v, pos=offs(4) + 4 + 8) s
  print '(a, f10.5)', ' block 4 element 2', s
  inquire (v, pos=here)
  print *, 'after the read position', here
  close (v)

  ! Formatted stream: text lines, some read back by their positions.
  open (newunit=u, file='frt_stream.txt', access='stream', form='formatted', &
        status='replace')
  do k = 1, 4
    inquire (u, pos=line_pos(k))
    write (u, '(a, i0, a, f8.3)') 'line ', k, ' value', real(k * k, dp) / 3
  end do
  inquire (u, size=fsize)
  print *, 'text positions', line_pos, 'size', fsize
  close (u)
  open (newunit=u, file='frt_stream.txt', access='stream', form='formatted', &
        status='old')
  read (u, '(a)', pos=line_pos(3)) text
  print '(3a)', ' third: "', text, '"'
  read (u, '(a)', pos=line_pos(1)) text
  print '(3a)', ' first: "', text, '"'
  close (u, status='delete')
  open (newunit=u, file='frt_stream.bin', status='old')
  close (u, status='delete')
end program stream_index
